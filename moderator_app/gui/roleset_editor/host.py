"""What the editor's pages and inputs need from the window that holds them, as protocols: the pages
import this and never the editor itself, so the package imports in one direction
(editor → pages → fields → maps → keytip; host is imported by all and imports none of them)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel, QListWidget

    from ...authoring.rolesets_fields import Field
    from ...authoring.rolesets_model import RolesetModel


class EditorHost(Protocol):
    """The role-set editor as its tabs use it (editor.RolesetEditor is the one implementation)."""

    lang: str
    model: "RolesetModel"
    status: "QLabel"

    def edit(self, operation: Callable[..., Any], *args: Any, **kwargs: Any) -> bool: ...

    def ids_for(self, kind: str) -> list[str]: ...

    def name_for(self, kind: str, item_id: str) -> str: ...

    def shape_of_lists(self) -> tuple[Any, ...]: ...

    def fill_list(self, listing: "QListWidget", ids: list[str], kind: str) -> None: ...


class FieldOwner(Protocol):
    """The typed input (fields.ValueField) a mapping input (maps.py) is built inside."""

    field: "Field"
    _namer: Callable[[str, str], str] | None

    def twin(self, field: "Field", lister: Callable[[str], list[str]]) -> Any:
        """A new input of the owner's own class for another key (a team's switch in a map of teams)."""
        ...
