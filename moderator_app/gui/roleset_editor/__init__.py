"""The role set editor (a package: editor.py the window; abilities, roles, teams, rules, deal and
colours its tabs; fields, maps and keytip their inputs; host the protocols the tabs use, so nothing
here imports back up the chain)."""

from .editor import TAB_OF_SECTION, RolesetEditor

__all__ = ["RolesetEditor", "TAB_OF_SECTION"]
