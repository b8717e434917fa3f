"""Host-edited templates: a copy in the host's folder wins; it runs sandboxed; a mistake names
the file and the line (InputError), never a traceback."""

from __future__ import annotations

import pytest

from moderator_app import paths
from moderator_app.engine.model.errors import InputError
from moderator_app.posts import render_phase_post, render_role_card
from moderator_app.posts.render import available_templates, copy_for_editing

from .post_helpers import play

TABLE = {"Com": "commissar", "Boss": "boss", "Maf": "mafioso", "Doc": "doctor", "Cit1": "citizen", "Cit2": "citizen",
         "Cit3": "citizen", "Cit4": "citizen"}


def _night_game():
    return play([{"day": {}}, {"night": {"actions": [{"actor": "Boss", "action": "kill", "target": "Cit1"},
                                                      {"actor": "Maf", "action": "kill", "target": "Cit1"}]}}], TABLE)


def _write(lang: str, name: str, text: str):
    path = paths.user_templates_dir() / lang / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_copy_for_editing_then_the_edit_is_used():
    game = _night_game()
    path = copy_for_editing("phase_result.bbcode.j2", "ru")
    assert path.parent == paths.user_templates_dir() / "ru"
    assert "phase_result.bbcode.j2" in available_templates()["ru"]
    path.write_text("Ночь {{ post.number }}: {{ post.deaths | map(attribute='nick') | join(', ') }}", encoding="utf-8")
    assert render_phase_post(game, game.phases[1], "ru") == "Ночь 1: Cit1"
    assert render_phase_post(game, game.phases[1], "en").startswith("[b]Results")  # other languages untouched


def test_an_undefined_name_names_the_file_and_line():
    path = _write("ru", "role_card.bbcode.j2", "line one\n{{ card.role }}\n{{ card.no_such_field }}\n")
    with pytest.raises(InputError) as err:
        render_role_card(_night_game(), "Com", "ru")
    assert err.value.file == str(path) and err.value.line == 3
    assert "no_such_field" in str(err.value)


def test_a_syntax_error_names_the_file_and_line():
    path = _write("ru", "role_card.bbcode.j2", "ok\n{% if card.role %}\nno end\n")
    with pytest.raises(InputError) as err:
        render_role_card(_night_game(), "Com", "ru")
    assert err.value.file == str(path) and err.value.line is not None


def test_the_sandbox_refuses_to_reach_python_internals():
    path = _write("ru", "role_card.bbcode.j2", "{{ card.__class__.__mro__ }}\n")
    with pytest.raises(InputError) as err:
        render_role_card(_night_game(), "Com", "ru")
    assert err.value.file == str(path) and err.value.line == 1


def test_an_edited_template_cannot_unescape_a_nick():
    game = play([{"day": {}}], {"[/b][url=http://evil]x": "citizen", **TABLE})
    _write("ru", "role_card.bbcode.j2", "{{ card.nick | safe }}")
    assert "[url=" not in render_role_card(game, "[/b][url=http://evil]x", "ru")


def test_copy_for_editing_refuses_unknown_names():
    with pytest.raises(InputError):
        copy_for_editing("../../etc/passwd", "ru")
