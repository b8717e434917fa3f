"""Fixtures for the parser tests: the three role sets (shipped file or stand-in) and player lists."""

from __future__ import annotations

import pytest

from .corpus import load_roleset

CLASSIC_PLAYERS = ["Вася", "Петя", "Маша", "Дима", "Ольга Петровна", "Ольга Смирнова", "Sailor", "Коля_2000",
                   "Гриша Кот"]
HYPER_PLAYERS = ["Эсми", "Рики", "Юна", "Фредди", "Клэр Денсмор", "Виктор Бонтли", "Бронвин Бонтли", "Алтея"]
SUSPI_PLAYERS = ["Kasia", "Tomek", "Celina", "Jacek", "Ewa", "Piotr"]


@pytest.fixture(scope="session")
def classic() -> dict:
    return load_roleset("forum-mafia-classic")


@pytest.fixture(scope="session")
def hyper() -> dict:
    return load_roleset("hypermafia-peregrine")


@pytest.fixture(scope="session")
def suspi() -> dict:
    return load_roleset("suspi")
