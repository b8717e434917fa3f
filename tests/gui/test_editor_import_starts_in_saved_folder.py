"""host-findings-5 item 16: after «Сохранить» wrote the host's set into his role set folder, «Импорт…» opened in the
program's own folder (the current directory), so the host had to find the file again. It opens where Save writes."""

from __future__ import annotations

from moderator_app import paths
from moderator_app.gui.roleset_editor import editor as editor_module

from .test_roleset_editor_defects import _editor


def test_import_opens_in_the_folder_save_writes_to(open_window, monkeypatch):
    editor = _editor(open_window)
    asked: list[str] = []
    monkeypatch.setattr(editor_module.QFileDialog, "getOpenFileName",
                        lambda parent, title, folder, kinds: asked.append(folder) or ("", ""))
    editor.ask_open()
    saved = editor.save()
    assert asked == [str(paths.user_rolesets_dir())] and saved.parent == paths.user_rolesets_dir()
