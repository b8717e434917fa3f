"""The phase board: the open phase and its deadlines, who has sent what and who is missing, and
the one button for the next step (resolve the open phase, or open the next one) with the reason
when it cannot be pressed. It tells the truth the engine only implies (#14 item 2): the pending
lynch of a classic day (M4, app.pending), the decisions waiting for the host as prompts (a dead
commissar's pistol, a bribed question, a death note, the opening post with the deal's hash), the
vote count with what a lynch still needs and the selected player's vote history (item 5), and who has
gone quiet against the forum's activity rules (activity_view, #28). The host's own events sit below it
(host_events.HostEventForm)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QAbstractItemView, QHBoxLayout, QLabel, QPushButton, QTableView, QVBoxLayout,
                               QWidget)

from ..i18n import t
from . import inbox_store, texts
from .activity_view import ActivityView
from .controller import GameController
from .deadline_box import DeadlineBox
from .host_events import HostEventForm
from .mail_view import MailView
from .prompt_rows import add_row, clear_rows
from .resolve_hold import ResolveHold
from .models import BoardModel
from .start_loader import after_import
from ..app.inbox.past import VOTING
from ..app.board import lynch_outcome, next_phase_kind, victim_told, vote_count, votes_of
from ..app.changes import EVERYTHING, Changes
from ..app.pending import pending_decisions, pending_lynch
from ..app.corrections import correction

if TYPE_CHECKING:  # annotations only
    from ..app.corrections import Correction
    from ..app.pending import Decision
    from ..engine.model.game import Game
    from ..engine.model.state import Phase

#: a prompt's row: what it says, its button's text, what the button does
Prompt = tuple[str, str, Callable[[], object]]


class PhaseBoard(QWidget):
    #: a prompt asks for another tab: (page name, what to show there)
    go_to = Signal(str, object)
    #: `refresh` is told what changed (app.changes): a copied post redraws the prompts and mail, not the table
    takes_changes = True

    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        self.heading = QLabel()
        self.deadlines = DeadlineBox(controller)  #: the dated deadline, its countdown and editor
        self.mail = MailView(controller)  #: receipts and reminders to send
        self.next_reason = QLabel()
        self.next_reason.setWordWrap(True)
        self.hold = ResolveHold(controller)  #: Resolve stopped: rows of the open phase wait in the inbox (#23)
        self.hold.to_inbox.connect(lambda: self.go_to.emit("inbox", None))
        self.lynch = QLabel()  # M4: the pending lynch of a classic day
        self.lynch.setWordWrap(True)
        self.lynch.setStyleSheet("background: #fff4d6; padding: 4px")
        self.prompts_box = QVBoxLayout()
        self.missing = QLabel()
        self.missing.setWordWrap(True)
        self.count = QLabel()
        self.count.setWordWrap(True)
        self.copy_count = QPushButton(self.tr("Copy the vote count post"))
        self.copy_count.clicked.connect(self.copy_vote_count)
        self.history = QLabel()
        self.history.setWordWrap(True)
        self.model = BoardModel()
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.selectionModel().currentRowChanged.connect(lambda _now, _before: self.show_history())
        self.next_phase = QPushButton()
        self.next_phase.clicked.connect(self.open_next_phase)
        self.host = HostEventForm(controller)
        self.activity = ActivityView(controller, self.host)  #: who has gone quiet, against the forum's rules (#28)
        self.host_action, self.host_player, self.host_target = self.host.action, self.host.player, self.host.target
        self.host_detail, self.host_reason, self.host_apply = self.host.text, self.host.reason, self.host.apply_button
        self.prompt_buttons: list[QPushButton] = []
        top = QHBoxLayout()
        top.addWidget(self.heading)
        top.addStretch()
        top.addWidget(self.next_phase)
        counts = QHBoxLayout()
        counts.addWidget(self.count, 1)
        counts.addWidget(self.copy_count)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.next_reason)
        layout.addWidget(self.hold)
        layout.addWidget(self.deadlines)
        layout.addWidget(self.lynch)
        layout.addLayout(self.prompts_box)
        layout.addWidget(self.table, 1)
        layout.addLayout(counts)
        layout.addWidget(self.history)
        layout.addWidget(self.missing)
        layout.addWidget(self.activity)
        layout.addWidget(self.mail)
        layout.addWidget(self.host)

    # ----- state ------------------------------------------------------------------------------
    def refresh(self, changes: Changes = EVERYTHING) -> None:
        game = self.controller.game
        if game is None:
            return
        if changes.marks_only:  # a post copied: the opening post's prompt and the corrections to post, the mail
            self.mail.refresh()
            self._show_prompts(game)
            return
        phase = game.current if game.current is not None and not game.current.resolved else None
        in_inbox = inbox_store.senders_waiting(self.controller.settings, self.controller.game_id, phase.label) \
            if phase is not None else frozenset()
        self.model.load(game, phase, self.controller.lang, self.controller.hides, in_inbox)
        shape = (self.controller.game_id, len(game.players), len(game.living()),  # a death widens "вне игры"
                 game.current.label if game.current else None,
                 max((len(str(row["sent"])) + len(str(row["refused"])) for row in self.model.rows), default=0))
        if shape != getattr(self, "_sized_for", None):  # measuring 40 rows on every vote costs more than the vote
            self._sized_for = shape
            self.table.resizeColumnsToContents()
        if game.winner:
            self.heading.setText(self.tr("<b>The game is over.</b>"))
        elif phase is not None:
            self.heading.setText(self.tr("<b>%1</b> is open").replace("%1", texts.phase_label(phase)))
        else:
            self.heading.setText(self.tr("<b>No phase is open.</b>"))
        self.deadlines.refresh()
        self.mail.refresh()
        after_import("yaml", self, self.activity.refresh)  # a preset's activity rules are read from its file
        missing = self.model.missing()
        if missing:
            line = self.tr("Not sent yet: %1").replace("%1", ", ".join(missing))
            self.missing.setText(line)
            if _has_missed_vote_cost(game, phase):  # the forum's price of a missed vote, a turn later
                after_import("moderator_app.app.vote_rules_text", self, lambda: self._add_missed_vote_cost(line))
        elif phase is not None and not self.model.owes_anything:
            self.missing.setText(self.tr("No lynch vote today: nobody owes a vote."))
        else:
            self.missing.setText(self.tr("Everyone has sent.") if phase is not None else "")
        self._show_lynch(game)
        decisions = self._show_prompts(game)
        self._show_next_step(game, phase, missing, decisions)
        self._show_count(game, phase)
        self.show_history()
        self.host.refresh()

    def _add_missed_vote_cost(self, line: str) -> None:
        """What a missed vote costs under the game's forum rules, after the list of who has not voted.
        The words are the parser's (its forum rules): imported a turn after the board is painted, so a
        game left on a voting day paints its first frame without the parser (test_first_frame_lean)."""
        # lazy: app.vote_rules_text costs ~212 ms CPU, not needed to show the last game (bench_startup)
        from ..app.vote_rules_text import missed_vote_line

        game = self.controller.game
        if game is None or self.missing.text() != line:  # the board moved on meanwhile
            return
        if cost := missed_vote_line(game.rs.options, self.controller.lang):
            self.missing.setText(f"{line} — {cost}")

    def _show_next_step(self, game: Game, phase: Phase | None, missing: list[str], decisions: list[Decision]) -> None:
        """One button: resolve the open phase, or open the next; disabled only with its reason."""
        self.next_kind = next_phase_kind(game)  # after a win, a set with secret goals opens the unmasking
        self.next_action = "resolve" if phase is not None else "open"
        due = self.controller.runoff() if phase is not None else None
        waiting = 0
        if due is not None and phase is not None:  # S-ROUND-5: the tie goes to a runoff among the tied
            started = self.controller.runoff_started(due)
            self.next_phase.setText(self.tr("Resolve %1").replace("%1", texts.phase_label(phase)) if started
                                    else self.tr("Start the runoff: %1").replace("%1", ", ".join(due.candidates)))
            self.next_phase.setEnabled(True)
            among = texts.among(due.candidates, self.controller.lang, self.controller.game)
            reason = (self.tr("Runoff among %1: %2 runoff votes recorded. Paste them on the Inbox tab; resolving "
                              "with none leaves the seat empty.").replace("%1", among)
                      .replace("%2", str(due.votes)) if started else
                      self.tr("The votes tie: the rules call for a runoff among %1. Start it, then paste the runoff "
                              "votes on the Inbox tab.").replace("%1", among))
        elif phase is not None:
            self.next_phase.setText(self.tr("Resolve %1").replace("%1", texts.phase_label(phase)))
            self.next_phase.setEnabled(True)
            reason = (self.tr("%1 not sent yet: resolving now counts them as silent.").replace("%1", str(len(missing)))
                      if missing else "")
            waiting = inbox_store.ticked(self.controller.settings, self.controller.game_id, phase.label)
            if waiting:  # pasted, not recorded: resolving here leaves them as late rows (#23: one verdict)
                reason = " ".join(filter(None, [t("hostplay.inbox.board_waiting", self.controller.lang, count=waiting),
                                                reason]))
        else:
            over = self.next_kind is None
            # asked again, not `over`: it narrows next_kind to str for phase_kind (mypy)
            self.next_phase.setText(self.tr("The game is over") if self.next_kind is None else
                                    self.tr("Open %1").replace("%1", texts.phase_kind(self.next_kind)))
            self.next_phase.setEnabled(not over)
            shots = [d.player for d in decisions if d.kind == "shot" and d.player]
            if over:
                reason = self.tr("The game is over: the final reveal is on the Posts tab.")
            elif shots:
                reason = self.tr("Before opening: the shot of %1, if any — entered later, it resolves the phases again from the death on.").replace(
                    "%1", ", ".join(shots))
            else:
                reason = ""
        self.next_reason.setText(reason)
        self.next_reason.setVisible(bool(reason))
        if not waiting:  # recorded (or removed) meanwhile, or another phase: nothing holds Resolve
            self.hold.hide()

    def _show_lynch(self, game: Game) -> None:
        if self.controller.secrets_hidden():
            self.lynch.setVisible(False)
            return
        pending = pending_lynch(game)
        if pending is None:
            self.lynch.setVisible(False)
            return
        night = pending.night_label.split()[-1]
        what = lynch_outcome(pending, self.controller.lang)
        self.lynch.setText(self.tr("Lynch of %1, published with the result of night %2: %3")
                           .replace("%1", texts.phase_label(pending.day)).replace("%2", night).replace("%3", what))
        self.lynch.setVisible(True)

    def _show_prompts(self, game: Game) -> list[Decision]:
        clear_rows(self.prompts_box)
        self.prompt_buttons = []
        published = self.controller.settings.published(self.controller.shown_id, "opening") is not None
        decisions = [] if self.controller.secrets_hidden() else pending_decisions(game, published)
        rows = [self._prompt(decision) for decision in decisions]
        fix = None if self.controller.secrets_hidden() else self._published_changes(game)
        if fix is not None:
            rows.append(fix)
        for text, button, slot in rows:
            self.prompt_buttons.append(add_row(self.prompts_box, "⚑ " + text, button, slot))
        return decisions

    def _published_changes(self, game: Game) -> Prompt | None:
        """Item 6: a resolved phase no longer matches what was published (an entry into it, or into an
        earlier phase, resolved it again) — say what changed, the earliest such phase first."""
        found: list[tuple[int, Correction]] = []
        copied: list[bool] = []
        for index, phase in enumerate(game.phases):
            if phase.resolved:
                published = self.controller.settings.published(self.controller.shown_id, phase.label)
                fix = correction(game, index, published)
                if fix:
                    found.append((index, fix))
                    copied.append(published is not None)
        if not found:
            return None
        index = found[0][0]
        changes = "; ".join(texts.fact_changes(game, each, self.controller.lang) for _, each in found)
        # results never copied here: «post the correction» would post struck facts (a living player's role)
        # the thread may never have seen (host-findings-2 item 6)
        text = (self.tr("The published results changed: %1. Post the correction.") if all(copied) else
                self.tr("The results changed after their resolve (you did not copy them here): %1. Post the correction "
                        "only if those results are already out.")).replace("%1", changes)
        return text, self.tr("Show the correction"), lambda: self.go_to.emit("posts", ("phase", index))

    def _prompt(self, decision: Decision) -> Prompt:
        kind, who, to = decision.kind, decision.player or "", decision.to or ""  # only the opening's has neither
        if kind == "shot":
            return (self.tr("%1 died and may fire his pistol: enter the shot he sent (or none).").replace("%1", who),
                    self.tr("Enter the shot"), lambda: self.host.preset("shot", who))
        if kind == "answer":
            return (self.tr("%1 asked a question: enter your answer before the result goes out.").replace("%1", who),
                    self.tr("Enter the answer"), lambda: self.host.preset("answer", who))
        if kind == "victim":  # engine/resolution/prompts.py: told before deciding (a witch learns the wolves' victim)
            return (self.tr("Tell %1 the night's victim before %1 decides: %2.").replace("%1", who).replace("%2", to),
                    self.tr("Copy the PM"), lambda: self._copy_victim_pm(who, to))
        if kind == "note":
            return (self.tr("The death note of %1 goes to %2: send it by PM.").replace("%1", who).replace("%2", to),
                    self.tr("Show the PM"), lambda: self.go_to.emit("posts", ("last", to)))
        return (self.tr("Publish the opening post first: it carries the hash of the deal, so players can check "
                        "the roles were not changed."),
                self.tr("Show the opening post"), lambda: self.go_to.emit("posts", ("opening", None)))

    def _copy_victim_pm(self, player: str, to: str) -> None:
        from ..posts import render_private  # lazy: posts costs ~146 ms CPU, not needed to show the last game (bench_startup)

        game = self.controller.shown_game
        told = victim_told(game, player, to)
        if told is not None:  # the prompt the engine made, as the night's result will keep it
            QGuiApplication.clipboard().setText(render_private(game, told, self.controller.lang))

    def _show_count(self, game: Game, phase: Phase | None) -> None:
        counted = vote_count(game, phase)
        self.count.setVisible(counted is not None)
        self.copy_count.setVisible(counted is not None)
        self.counted_day = counted.day if counted is not None else None
        if counted is None:
            return
        parts = []
        for candidate in counted.candidates:
            lacks = {"overtake": self.tr("needs %1 more to overtake the leader"),
                     "equal": self.tr("needs %1 more to equal the leader"),
                     "no_lynch": self.tr("needs %1 more to beat \"no lynch\""),
                     "quorum": self.tr("needs %1 more")}  # what the missing votes are for (host-findings-2 item 20)
            need = self.tr("enough") if candidate.needs == 0 else lacks[candidate.to].replace("%1", str(candidate.needs))
            parts.append(f"{candidate.nick} — {candidate.votes} ({need})")
        headline = self.tr("Votes (a lynch needs a majority: %1): %2") if counted.by_majority \
            else self.tr("Votes (a lynch needs at least %1): %2")
        said = headline.replace("%1", str(counted.quorum)).replace("%2", "; ".join(parts) if parts else self.tr("none yet"))
        if counted.closed:  # the hammer fell: later votes are refused (vote.ends_at_majority)
            said += " " + self.tr("A majority is reached: the day is over.")
        self.count.setText(said)

    def show_history(self) -> None:
        game, row = self.controller.game, self.table.currentIndex().row()
        if game is None or not 0 <= row < len(self.model.rows):
            self.history.setText(self.tr("Select a player to see his vote history."))
            return
        nick = self.model.rows[row]["nick"]
        states = {"counts": self.tr("counts"), "replaced": self.tr("replaced"), "withdrawn": self.tr("withdrawn"),
                  "abstains": self.tr("abstains")}
        lines = [f"{texts.phase_label(vote.day)}: → {vote.target or '—'}"
                 f"{' (' + texts.forum_time(vote.at) + ')' if vote.at else ''} — {states.get(vote.state) or texts.reason(vote.state)}"
                 for vote in votes_of(game, nick)]
        self.history.setText(self.tr("Votes of %1: %2").replace("%1", nick)
                             .replace("%2", "; ".join(lines) if lines else self.tr("none")))

    # ----- actions ----------------------------------------------------------------------------
    def open_next_phase(self) -> None:
        if self.controller.game is None:
            return
        if self.next_action == "resolve":
            self.hold.try_resolve()  # rows waiting in the inbox stop it: said, with the ways on (#23)
        else:
            self.controller.apply("phase", kind=self.next_kind)

    def copy_vote_count(self) -> None:
        # lazy: posts costs ~146 ms CPU, not needed to show the last game (bench_startup)
        from ..posts import render_interim_tally

        if self.counted_day is None:
            return
        post = render_interim_tally(self.controller.shown_game, self.counted_day, self.controller.settings.post_lang)
        QGuiApplication.clipboard().setText(post)
        self.controller.notice.emit(self.tr("Copied: the vote count post"))


def _has_missed_vote_cost(game: Game, phase: Phase | None) -> bool:
    return phase is not None and phase.kind in VOTING and "vote_rules" in game.rs.options
