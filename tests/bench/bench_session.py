import time

START = time.perf_counter()  # before any import: the first frame counts from here, as the bare window's does
START_CPU = time.process_time()  # the same in this process's CPU time (steadier than the clock on a loaded machine)

"""One host's session, timed (the child process of bench_actions.py; prints one JSON line).

The app starts as `run_app` does (gui.app.show_first_frame, then after_first_frame); when the
warm-up is done the host creates a 40-player game, opens each tab once, creates a second game
and plays it through the inbox (a night of 10 PMs pasted one by one, a day page of 40 votes),
the board and the menus, then undoes and redoes. Every action is timed with the event loop
run after it (the screens' refresh is part of the cost). Argument: a label to profile (stderr).
"""

import sys  # noqa: E402 - after START on purpose
from pathlib import Path  # noqa: E402

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).resolve().parents[1])]

DEAL = {"commissar": 1, "sergeant": 1, "doctor": 1, "putana": 1, "foundling": 1, "boss": 1, "mafioso": 6,
        "balamut": 2, "maniac": 1, "citizen": 25}
PLAYERS = [{"nick": f"Игрок{n:02d}"} for n in range(40)]


class Timer:
    def __init__(self, app, profile: str):
        self.app, self.profile = app, profile
        self.times: dict[str, list[float]] = {}
        self.cpu: dict[str, list[float]] = {}  #: the same actions in this process's CPU time

    def __call__(self, label: str, action) -> object:
        import cProfile

        profiler = cProfile.Profile() if self.profile and label.startswith(self.profile) else None
        start, start_cpu = time.perf_counter(), time.process_time()
        if profiler:
            profiler.enable()
        result = action()
        self.app.processEvents()
        if profiler:
            profiler.disable()
        self.times.setdefault(label, []).append((time.perf_counter() - start) * 1000)
        self.cpu.setdefault(label, []).append((time.process_time() - start_cpu) * 1000)
        if profiler:
            import io
            import pstats

            out = io.StringIO()
            pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(40)
            sys.stderr.write(f"===== {label}: {self.times[label][-1]:.1f} ms\n{out.getvalue()}\n")
        return result


def pm(sender: str, text: str) -> str:
    return f"От: {sender}\nТема: ночь\nДата: 02.12.2026 21:20\n\n{text}\n"


def paste(box, text: str) -> None:
    """Ctrl+V into the inbox's paste box."""
    from PySide6.QtCore import QMimeData

    data = QMimeData()
    data.setText(text)
    box.setFocus()
    box.insertFromMimeData(data)


def _start():
    """gui.app's two halves of run_app; for a checkout from before they existed (to measure the
    figures before #14 item 9's work), the same steps as its run_app took them."""
    from moderator_app.gui import app as gui_app

    if hasattr(gui_app, "after_first_frame"):
        return gui_app.show_first_frame, gui_app.after_first_frame

    def show_first_frame(lang, size):
        from moderator_app.gui.controller import GameController
        from moderator_app.gui.i18n import Translators
        from moderator_app.gui.settings import Settings

        app = gui_app.make_app(icon=False)
        translators = Translators()
        controller = GameController(Settings.for_host())
        controller.lang = translators.switch(lang)
        window = gui_app.build_window(controller, translators)
        window.resize(*size)
        window.show()
        return app, controller, window, None

    def after_first_frame(app, controller, window):
        import threading

        class Done:
            took = []

        gui_app.set_icon()
        start = time.perf_counter()
        gui_app._open_host_data(app, controller, window)
        Done.took = [("open", (time.perf_counter() - start) * 1000)]
        gui_app._warm_parser()  # its thread, started at once instead of after 1.5 s
        Done.done = property(lambda _self: not any(t.name == "parser-warm-up" for t in threading.enumerate()))
        return Done()

    return show_first_frame, after_first_frame


def play(profile: str, first_frame_only: bool = False) -> dict[str, list[float]]:
    import moderator_app.__main__  # noqa: F401 - the host's `moderator-app` imports its command line first

    show_first_frame, after_first_frame = _start()

    app, controller, window, lock = show_first_frame("ru", size=(1280, 820))
    app.processEvents()
    window.grab()
    first_frame = (time.perf_counter() - START) * 1000
    first_frame_cpu = (time.process_time() - START_CPU) * 1000
    # the harness's own imports (the page builder, QtTest, the profiler) come after the first frame:
    # the bare window pays for none of them, so neither does the app's figure
    from gui.evening import phpbb_page

    timer = Timer(app, profile)
    timer.times["first frame"] = [first_frame]
    timer.times["first frame, CPU time"] = [first_frame_cpu]
    if first_frame_only:
        window.close()
        if lock is not None:
            lock.release()
        return timer.times
    warm = after_first_frame(app, controller, window)
    while not warm.done:
        app.processEvents()
        time.sleep(0.002)
    timer.times["start: until the warm-up is done"] = [(time.perf_counter() - START) * 1000]
    timer.times["start: the longest warm-up step (the window waits)"] = [max(ms for _step, ms in warm.took)]

    timer("show the new-game page", window.show_new_game)
    timer("new game, first of the session", lambda: controller.new_game("bench", {
        "ruleset": "forum-mafia-classic", "seed": 1, "players": PLAYERS, "deal": DEAL}))
    view = window.game_view
    timer("open a phase", lambda: controller.apply("phase", kind="day"))
    for index in range(1, view.tabs.count()):
        timer(f"first show of tab {index + 1}", lambda i=index: view.tabs.setCurrentIndex(i))
    timer("switch to a built tab", lambda: view.tabs.setCurrentIndex(0))
    timer("new game, warm", lambda: controller.new_game("bench 2", {
        "ruleset": "forum-mafia-classic", "seed": 2, "players": PLAYERS, "deal": DEAL}))
    game = controller.game
    timer("switch to a built tab", lambda: view.tabs.setCurrentWidget(view.inbox))
    inbox = view.inbox
    timer("open a phase", lambda: controller.apply("phase", kind="day"))
    timer("resolve a phase", lambda: controller.apply("resolve"))  # day 1 is only talk (classic)
    timer("open a phase", lambda: controller.apply("phase", kind="night"))
    late = "2099-12-31 21:00"  # the pasted messages are dated 2026: none of them late
    timer("host event", lambda: controller.apply("host", event="deadline", at=late, tz="Europe/Moscow"))
    by_role: dict[str, list[str]] = {}
    for player in game.players.values():
        by_role.setdefault(player.role, []).append(player.nick)
    town = by_role["citizen"]
    night = [pm(by_role["commissar"][0], f"проверяю {town[0]}"), pm(by_role["doctor"][0], f"лечу {town[1]}"),
             pm(by_role["putana"][0], f"блок на {town[2]}"), pm(by_role["maniac"][0], f"убиваю {town[4]}")]
    night += [pm(nick, f"убиваем {town[3]}") for nick in by_role["boss"] + by_role["mafioso"]]
    for text in night:
        timer("paste 1 PM", lambda t=text: paste(inbox.paste, t))
        timer("accept 1 PM", inbox.accept_all)
    timer("host event", lambda: controller.apply("host", event="modkill", player=town[10], reason="bench"))
    timer("resolve a phase", lambda: controller.apply("resolve"))
    timer("open a phase", lambda: controller.apply("phase", kind="day"))
    timer("host event", lambda: controller.apply("host", event="deadline", at=late, tz="Europe/Moscow"))
    living = game.living()
    page = phpbb_page("День 2", [(nick, f"02 дек 2026, {10 + n // 6}:{n % 6}0", f"Голосую за [b]{living[(n + 1) % 3]}[/b]")
                                 for n, nick in enumerate(living)])
    timer("paste a 40-vote page", lambda: paste(inbox.paste, page))
    rows = len(inbox.table.rows)
    timer("accept 40 votes", inbox.accept_all)
    recorded_votes = rows - len(inbox.table.rows)
    timer("switch to a built tab", lambda: view.tabs.setCurrentWidget(view.board))
    timer("resolve a phase", lambda: controller.apply("resolve"))
    timer("open a phase", lambda: controller.apply("phase", kind="night"))
    mafia = [p.nick for p in game.players.values() if p.team == "mafia" and p.alive]
    victims = [p.nick for p in game.players.values() if p.team == "town" and p.alive]
    for nick in mafia:
        timer("record a request", lambda n=nick: controller.apply("action", actor=n, action="kill", targets=[victims[0]]))
    timer("resolve a phase", lambda: controller.apply("resolve"))
    timer("open a phase", lambda: controller.apply("phase", kind="day"))
    for voter in game.living()[:30]:
        timer("record a vote", lambda v=voter: controller.apply("vote", voter=v, target=game.living()[2]))
    entries = len(game.entries)
    for _ in range(3):
        timer("undo", controller.undo)
    for _ in range(3):
        timer("redo", controller.redo)
    timer("resolve a phase", lambda: controller.apply("resolve"))
    timer("undo", controller.undo)
    timer("redo", controller.redo)
    timer.times["_checks: entries, votes recorded from the page, inbox rows left"] = [
        entries, recorded_votes, len(inbox.table.rows)]
    window.close()
    if lock is not None:
        lock.release()
    timer.times["_cpu"] = timer.cpu  # type: ignore[assignment]
    return timer.times


if __name__ == "__main__":
    import json

    print(json.dumps(play(sys.argv[1] if len(sys.argv) > 1 else "", first_frame_only="--first-frame" in sys.argv[2:])))
