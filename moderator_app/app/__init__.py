"""Headless services over the engine: the session the GUI drives, replay, reports, the host view, the command line."""
