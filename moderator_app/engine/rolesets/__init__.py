"""Role sets as data: the schema declared once (decl, kinds, schema*), the YAML reader that keeps line
numbers, the loader (roleset, roles) and the checker that lists every problem at once."""
