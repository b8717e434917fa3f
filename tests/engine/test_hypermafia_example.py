"""The seed's first night and day replayed (H-POST-1, H-POST-2): examples/hypermafia-peregrine-night1.yaml."""

from __future__ import annotations

from moderator_app import paths
from moderator_app.app.replay import replay_script
from moderator_app.app.report import game_report



def _report() -> dict:
    return game_report(replay_script(paths.examples_dir() / "hypermafia-peregrine-night1.yaml"))


def test_H_POST_1_night_result_lists_corpses_deprivations_and_the_interview() -> None:
    night = _report()["phases"][0]
    assert [(d["nick"], d["role_revealed"]) for d in night["deaths"]] == [("Фредди", "twins"), ("Эсми", "enoch"), ("Sailor", "hollow")]
    post = night["public_post"]
    assert "трупы: Фредди - Мено и Куо-Рама, Эсми - Енох О'Коннор, Sailor - Пустота" in post
    assert "лишения голоса: Эддисон МакГенри и Энни" in post
    assert "Доктор Голан брала интервью у Оливии" in post and "Клэр" not in post
    assert "Пустоты успели воспользоваться" in post  # the host's story


def test_H_POST_2_day_result_names_the_executed_and_his_role() -> None:
    day = _report()["phases"][1]
    assert day["executed"] == [{"nick": "Гораций", "cause": "execution", "role_revealed": "peculiar"}]
    assert "Общим решением Гораций выбывает!\nОн являлся странным ребёнком (МЖ)" in day["public_post"]
    assert "Рики" not in day["public_post"]  # his void vote leaves no trace
