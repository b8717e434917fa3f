"""The host's desktop app (PySide6) over the Qt-free engine; `app.run_app` is the entry point."""
