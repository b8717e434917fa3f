"""Moderator app: a desktop assistant for hosts of play-by-post forum Mafia games."""

__version__ = "0.1.0"
