"""A new game: role set, pasted sign-up list of real accounts (and, for a game in sub-masks, the
game nicks and passwords the app issues), the suggested deal for the player count with a warning
when a team is below its minimum share, the seed of the deal, and the balance preview of this
table from simulated games (balance_panel)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QComboBox, QFormLayout, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QPlainTextEdit,
                               QPushButton, QSpinBox, QTableWidget, QTableWidgetItem, QTabWidget, QVBoxLayout, QWidget)

from ..engine.model.errors import InputError
from ..i18n import t
from ..app.rolesets import offered, pickable_ids
from ..app.balance_text import word
from ..app.vote_rules_text import preset_choices
from ..parsing.rules import load_rules
from .balance_panel import BalancePanel
from .controller import GameController
from .masks_table import MasksTable
from .vote_rules_form import OWN, OwnVoteRules
from ..app.signup import one_post_list, read_signup_list, roster_post, short_teams, signup_thread, nick_warnings, skip_words, team_shares

if TYPE_CHECKING:
    from ..engine.rolesets.roles import RoleSet


class NewGamePage(QWidget):
    cancelled = Signal()

    def __init__(self, controller: GameController):
        super().__init__()
        self.controller = controller
        self._rolesets: dict[str, "RoleSet"] = {}
        self._broken: dict[str, str] = {}  #: host sets that cannot be used, with why
        self.title = QLineEdit()
        self.title.setPlaceholderText(self.tr("e.g. Mafia #12"))
        self.roleset = QComboBox()
        self.vote_rules = QComboBox()  #: the forum's vote rules (a shipped preset), where the role set has the option
        self.vote_rules_note = QLabel()  #: the chosen preset in one line
        self.vote_rules_note.setWordWrap(True)
        self.vote_rules.currentIndexChanged.connect(lambda _i: self.show_vote_rules())
        self.own_rules = OwnVoteRules(controller.lang)  #: the host's own rules, when he picks «Own rules…»
        self.own_rules.hide()
        self._own_from = "default"  #: the preset the own rules start from (OWN: the role set's own mapping)
        self._own_open = False
        self.signup = QPlainTextEdit()
        self.signup.setPlaceholderText(self.tr("Paste the sign-up list: one forum account a line, the whole sign-up post, "
                                            "or the sign-up thread page"))
        self.signup_note = QLabel()  # who a pasted sign-up thread left out, and why
        self.signup_note.setWordWrap(True)
        #: «Ведущий_Кот — мой аккаунт: запомнить»: the thread's opening author is the host of THIS sign-up; kept in
        #: Settings (his posts on every later page are his) only when he says it is his own (host-findings-5 item 20)
        self.own_account = QPushButton()
        self.own_account.hide()
        self.own_account.clicked.connect(self.remember_own_account)
        self._opening_author: str | None = None
        self.players = MasksTable(controller.settings.post_lang)
        self.players.table.itemChanged.connect(lambda _item: self.check_deal())
        self.players.use_masks.toggled.connect(lambda _on: self.check_deal())
        self.players.removed_changed.connect(self.read_signup)
        self.deal = QTableWidget(0, 3)
        self.deal.setHorizontalHeaderLabels([self.tr("Role"), self.tr("Team"), self.tr("Count")])
        self.deal.horizontalHeader().setStretchLastSection(True)
        for column in (0, 1):
            self.deal.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.deal_info = QLabel()
        self.warning = QLabel()
        self.warning.setStyleSheet("color: #a40000; font-weight: bold")
        self.warning.setWordWrap(True)
        self.seed = QSpinBox()
        self.seed.setRange(0, 10**9 - 1)
        self.new_seed = QPushButton(self.tr("New seed"))
        self.new_seed.clicked.connect(self.roll_seed)
        self.suggest = QPushButton(self.tr("Suggest a deal"))
        self.suggest.clicked.connect(self.suggest_deal)
        self.deal_button = QPushButton(self.tr("&Deal the roles"))
        self.deal_button.clicked.connect(self.create_game)
        self.cancel = QPushButton(self.tr("Cancel"))
        self.cancel.clicked.connect(self.cancelled)
        self.balance = BalancePanel(self.balance_source, controller.lang)
        self._layout()
        self.roleset.currentIndexChanged.connect(self.roleset_changed)
        self.signup.textChanged.connect(self.read_signup)

    def _layout(self) -> None:
        form = QFormLayout()
        form.addRow(self.tr("Title"), self.title)
        form.addRow(self.tr("Role set"), self.roleset)
        form.addRow(t("vote_rules.label", self.controller.lang), self.vote_rules)
        form.addRow("", self.vote_rules_note)
        form.addRow("", self.own_rules)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed)
        seed_row.addWidget(self.new_seed)
        seed_row.addStretch()
        form.addRow(self.tr("Seed of the deal"), seed_row)
        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(QLabel(self.tr("Sign-up list")))
        left.addWidget(self.signup, 2)
        left.addWidget(self.signup_note)
        own_row = QHBoxLayout()
        own_row.addWidget(self.own_account)
        own_row.addStretch()
        left.addLayout(own_row)
        left.addWidget(self.players, 3)
        right = QVBoxLayout()
        right.addWidget(QLabel(self.tr("Deal")))
        right.addWidget(self.deal, 1)
        right.addWidget(self.deal_info)
        right.addWidget(self.warning)
        buttons = QHBoxLayout()
        for button in (self.suggest, self.deal_button, self.cancel):
            buttons.addWidget(button)
        right.addLayout(buttons)
        deal_box = QWidget()
        deal_box.setLayout(right)
        self.right_tabs = QTabWidget()
        self.right_tabs.addTab(deal_box, self.tr("Deal"))
        self.right_tabs.addTab(self.balance, word("tab", self.controller.lang))
        columns = QHBoxLayout(self)
        columns.addLayout(left, 1)
        columns.addWidget(self.right_tabs, 1)

    # ----- state ------------------------------------------------------------------------------
    def reset(self) -> None:
        self.roleset.blockSignals(True)
        self.roleset.clear()
        self._broken = {}
        for ref in pickable_ids():
            self.roleset.addItem(self._roleset_name(ref), ref)
            problem = self._broken.get(ref)
            self.roleset.setItemData(self.roleset.count() - 1, f"{ref}: {problem}" if problem else ref,
                                     Qt.ItemDataRole.ToolTipRole)
        self.roleset.blockSignals(False)
        self.title.clear()
        self.players.lang = self.controller.settings.post_lang
        self.players.use_masks.setChecked(False)
        self.players.removed = []
        self.players.put_back.hide()
        self.signup.clear()
        self.vote_rules.blockSignals(True)
        self.vote_rules.clear()
        for rules_id, name, line in preset_choices(self.controller.lang):
            self.vote_rules.addItem(name, rules_id)
            self.vote_rules.setItemData(self.vote_rules.count() - 1, line, Qt.ItemDataRole.ToolTipRole)
        self.vote_rules.addItem(t("vote_rules.own", self.controller.lang), OWN)
        self.vote_rules.blockSignals(False)
        self._own_from, self._own_open = "default", False
        self.roll_seed()
        self.roleset_changed()

    def form_state(self) -> dict[str, Any]:
        """What the host has entered so far, to carry over a rebuild (a switch of the UI language)."""
        rows = [[item.text() if (item := self.players.table.item(r, c)) is not None else "" for c in range(3)]
                for r in range(self.players.table.rowCount())]
        return {"title": self.title.text(), "roleset": self.roleset.currentData(),
                "vote_rules": self.vote_rules.currentData(), "own_rules": self.own_rules.values(),
                "signup": self.signup.toPlainText(), "removed": list(self.players.removed),
                "masks": self.players.use_masks.isChecked(), "rows": rows, "seed": self.seed.value(),
                "deal": self.deal_counts()}

    def restore_form(self, state: dict[str, Any]) -> None:
        """Put back what `form_state` kept: the same set, sign-up, nicks, passwords, seed and deal."""
        if self.roleset.findData(state["roleset"]) >= 0:
            self.roleset.setCurrentIndex(self.roleset.findData(state["roleset"]))
        if self.vote_rules.findData(state["vote_rules"]) >= 0:
            self.vote_rules.setCurrentIndex(self.vote_rules.findData(state["vote_rules"]))
        self.own_rules.load(load_rules(state["own_rules"]))
        self.title.setText(state["title"])
        self.players.removed = list(state.get("removed") or [])
        self.players.put_back.setVisible(bool(self.players.removed))
        self.signup.setPlainText(state["signup"])  # reads the sign-up again: the same accounts
        self.players.use_masks.setChecked(state["masks"])
        self.players.table.blockSignals(True)
        for row, cells in enumerate(state["rows"][: self.players.table.rowCount()]):
            for column, text in enumerate(cells):
                item = self.players.table.item(row, column)
                if item is None:
                    self.players.table.setItem(row, column, QTableWidgetItem(text))
                else:
                    item.setText(text)
        self.players.table.blockSignals(False)
        self.seed.setValue(state["seed"])
        for row in range(self.deal.rowCount()):
            role, box = self._deal_row(row)
            if box is not None:
                box.setValue(state["deal"].get(role, 0))
        self.check_deal()

    def show_vote_rules(self) -> None:
        """The preset's one line; a role set without the option cannot take forum rules."""
        rs = self.current_roleset()
        has = rs is not None and "vote_rules" in rs.options
        self.vote_rules.setEnabled(has)
        own = has and self.vote_rules.currentData() == OWN
        if own and not self._own_open and self._own_from != OWN:
            self.own_rules.load(load_rules(self._own_from))  # start from the preset chosen before
        elif not own and self.vote_rules.currentData():
            self._own_from = self.vote_rules.currentData()
        self._own_open = own
        self.own_rules.setVisible(own)
        self.vote_rules_note.setText(self.vote_rules.currentData(Qt.ItemDataRole.ToolTipRole) or "" if has and not own
                                     else "" if own else t("vote_rules.none", self.controller.lang))

    def roleset_changed(self) -> None:
        """Another role set: its own preset is chosen (the host may change it), then its deal."""
        rs = self.current_roleset()
        own = rs.options.get("vote_rules") if rs is not None else None
        if isinstance(own, str) and self.vote_rules.findData(own) >= 0:
            self.vote_rules.setCurrentIndex(self.vote_rules.findData(own))
        elif isinstance(own, dict):  # the set's own mapping: shown as the host's own rules, to adjust
            self.own_rules.load(load_rules(own))
            self._own_from = OWN
            self.vote_rules.setCurrentIndex(self.vote_rules.findData(OWN))
        self.suggest_deal()

    def chosen_options(self) -> dict[str, Any]:
        """The game's options the wizard sets: the forum's vote rules (a preset's id, or the host's own
        mapping), where the role set has them."""
        rs = self.current_roleset()
        chosen = self.vote_rules.currentData()
        if chosen == OWN:
            chosen = self.own_rules.values()
        return {"vote_rules": chosen} if rs is not None and "vote_rules" in rs.options and chosen else {}

    def roll_seed(self) -> None:
        self.seed.setValue(random.SystemRandom().randrange(10**9))

    def _roleset_name(self, ref: str) -> str:
        """The set's name in the UI language (the id stays the item's data); a broken set shows its id
        and its problem (a host's file that fails the checker, an alias bomb, a wrong encoding)."""
        offer = offered(ref, self.controller.lang)
        if offer.roleset is None:  # listed with its problem; choosing it says why, the others still work
            self._broken[ref] = offer.problem
            return t("new_game.broken_set", self.controller.lang, ref=ref, problem=offer.problem)
        return self._rolesets.setdefault(ref, offer.roleset).name(self.controller.lang)

    def current_roleset(self) -> "RoleSet | None":
        ref = self.roleset.currentData()
        if not ref:
            return None
        if ref not in self._rolesets:
            offer = offered(ref, self.controller.lang)
            if offer.roleset is None:
                self.warning.setText(offer.problem_at)
                return None
            self._rolesets[ref] = offer.roleset
        return self._rolesets[ref]

    def accounts(self) -> list[str]:
        """The real forum accounts read from the sign-up list, in its order."""
        return self.players.accounts()

    def read_signup(self) -> None:
        self.players.table.blockSignals(True)
        text = self.signup.toPlainText()
        hosts = tuple(self.controller.settings.host_accounts)
        thread = signup_thread(text, hosts)
        listed = (one_post_list(text) or read_signup_list(text)) if thread is None else (thread[0], [])
        if thread is None and hosts:  # the host's own account in a list is his, not a player's
            own = {h.casefold() for h in hosts}
            listed = ([n for n in listed[0] if n.casefold() not in own],
                      [*listed[1], *((n, "host_account") for n in listed[0] if n.casefold() in own)])
        self.players.set_accounts(listed[0])
        listed = (listed[0], [*listed[1], *((n, "removed") for n in self.players.removed)])
        lang = self.controller.lang
        if thread is None:
            left_out = ", ".join(f"«{_short(line)}» — {skip_words(reason, lang)}" for line, reason in listed[1])
            self.signup_note.setText(self.tr("Left out: %1.").replace("%1", left_out) if left_out else "")
        else:
            # the opening author is left out as this sign-up's host; Settings keep him only when the host says so
            self._opening_author = next((nick for nick, reason in thread[1] if reason == "host"), None)
            left_out = ", ".join(f"{nick} — {skip_words(reason, lang)}" for nick, reason in
                                 [*thread[1], *((n, "removed") for n in self.players.removed)])
            note = self.tr("A thread page: the players are the posts' authors (%1).").replace("%1", str(len(self.players.accounts())))
            note += " " + self.tr("Left out: %1.").replace("%1", left_out) if left_out else ""
            roster = roster_post(text)  # a post's numbered list of players: said, not used unseen
            if roster is not None:
                note += " " + self.tr("The post of %1 lists %2 players by number: to play by that list, paste that post alone.") \
                    .replace("%1", roster[0]).replace("%2", str(roster[1]))
            self.signup_note.setText(note)
        self._offer_own_account(thread is not None)
        self.players.table.blockSignals(False)
        self.suggest_deal()

    def _offer_own_account(self, thread: bool) -> None:
        """Ask once, with a button, whether the thread's opening author is the host's own account."""
        nick = self._opening_author if thread else None
        self.own_account.setVisible(nick is not None)
        if nick is not None:
            self.own_account.setText(t("new_game.own_account", self.controller.lang, nick=nick))
            self.own_account.setToolTip(t("new_game.own_account_tip", self.controller.lang))

    def remember_own_account(self) -> None:
        """The host says the opening author is his own account: Settings keep it (his posts are his on later pages)."""
        if self._opening_author is not None:
            self.controller.settings.add_host_account(self._opening_author)
            self._opening_author = None
            self.read_signup()

    def suggest_deal(self) -> None:
        rs = self.current_roleset()
        self.deal.setRowCount(0)
        self.show_vote_rules()
        if rs is None:
            return
        count = len(self.accounts())
        suggested = rs.suggested_deal(count) or {}
        self.deal.setRowCount(len(rs.roles))
        for row, role in enumerate(rs.roles.values()):
            name = QTableWidgetItem(role.name(self.controller.lang))
            name.setData(Qt.ItemDataRole.UserRole, role.id)
            self.deal.setItem(row, 0, name)
            self.deal.setItem(row, 1, QTableWidgetItem(rs.teams[role.team].name(self.controller.lang)))
            spin = QSpinBox()
            spin.setRange(0, 99)
            spin.setValue(int(suggested.get(role.id, 0)))
            spin.valueChanged.connect(self.check_deal)
            self.deal.setCellWidget(row, 2, spin)
        self.check_deal()

    def deal_counts(self) -> dict[str, int]:
        counts = {}
        for row in range(self.deal.rowCount()):
            role, box = self._deal_row(row)
            if box is not None and box.value():
                counts[role] = box.value()
        return counts

    def _deal_row(self, row: int) -> tuple[str, QSpinBox | None]:
        """(role id, its count box) of a row of the deal table."""
        item, box = self.deal.item(row, 0), self.deal.cellWidget(row, 2)
        role = str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else ""
        return role, box if isinstance(box, QSpinBox) else None

    def check_deal(self) -> None:
        rs = self.current_roleset()
        if rs is None:
            return
        deal, players = self.deal_counts(), len(self.accounts())
        roles = sum(deal.values())
        shares = team_shares(deal, {r.id: r.team for r in rs.roles.values()})
        lang = self.controller.lang
        teams = ", ".join(f"{rs.teams[t].name(lang)}: {n}" for t, n in shares.items())
        self.deal_info.setText(self.tr("%1 roles for %2 players").replace("%1", str(roles)).replace("%2", str(players))
                               + (" · " + teams if teams else ""))  # "0 ролей на 0 игроков ·" ended in a dot
        problems = []
        if roles != players:
            problems.append(self.tr("The deal must have exactly one role per player."))
        if not roles and players and rs.suggested_deal(players) is None:  # «Предложить раздачу» left it all 0, unsaid
            problems.append(self.tr("The set has no deal row for %1 players or fewer (its rows: %2): set the counts yourself, "
                                    "or add a row on the «Deal» tab of the role set editor.")
                            .replace("%1", str(players)).replace("%2", ", ".join(map(str, sorted(rs.deal_table))) or "—"))
        minimum = rs.raw.get("min_team_share") or {}
        for team, (have, need) in short_teams(deal, {r.id: r.team for r in rs.roles.values()}, minimum, players).items():
            problems.append(self.tr("%1 has %2 seats; the rules want at least %3.")
                            .replace("%1", rs.teams[team].name(lang)).replace("%2", str(have)).replace("%3", str(need)))
        masks = self.players.problems()
        self.warning.setText("\n".join(problems + masks + nick_warnings(self.accounts(), lang)))
        self.deal_button.setEnabled(players > 0 and roles == players and not masks)

    def balance_source(self) -> tuple[str, int | None, dict[str, int] | None]:
        """What the balance preview simulates: this set, this many players and this deal when it
        adds up (else the set's own suggestion for the count)."""
        ref = self.roleset.currentData()
        if not ref:
            raise InputError(word("no_roleset", self.controller.lang))
        players = len(self.accounts()) or None
        deal = self.deal_counts()
        return str(ref), players, deal if players and sum(deal.values()) == players else None

    def create_game(self) -> None:
        rs = self.current_roleset()
        if rs is None or not self.accounts():
            return
        try:
            players = self.players.setup_players()
        except InputError as err:
            self.warning.setText(str(err))
            return
        setup = {"ruleset": rs.id if self.roleset.currentData() == rs.id else self.roleset.currentData(),
                 "seed": self.seed.value(), "players": players, "deal": self.deal_counts()}
        if options := self.chosen_options():
            setup["options"] = options
        title = self.title.text().strip() or self.tr("Game of %1").replace("%1", rs.name(self.controller.lang))
        self.controller.new_game(title, setup)


def _short(line: str, limit: int = 40) -> str:
    """A skipped sign-up line as the note shows it: cut to `limit` characters."""
    return line if len(line) <= limit else line[: limit - 1] + "…"
