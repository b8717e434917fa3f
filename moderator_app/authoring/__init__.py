"""Writing role sets: the editor's model and fields, and the reference generator."""
