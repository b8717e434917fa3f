"""The engine's verdict on the inbox's rows (no Qt here): what recording them would do, asked of the
engine's dry run (engine.model.dry_run) — never a second reading of the rules (#23 item 1, "one verdict").

The rows «Accept all» records (`ready`) are asked together, in the table's order, as they would be
recorded: a later request of the same player may replace an earlier one, so two rows of a doctor
allowed one action a night never both read "follows the rules", and his «хода нет» later in the paste withdraws
them as the engine will (the skip is recorded in the dry run, and judged not). Any other row that can be recorded
(unticked, or of a resolved phase) is asked as if recorded after them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Union

from ...engine.model import fates
from ...engine.model.dry_run import Verdict, verdicts
from ...engine.model.errors import InputError
from ...engine.model.journal import Entry
from ...engine.resolution.targets import max_targets
from ...engine.wording.words import fate_text
from ...engine.resolution import traits
from .past import is_past
from .record import entry_of, is_skip
from .verdict import blocker
from ...i18n import t

if TYPE_CHECKING:
    from ...engine.model.game import Game
    from .rows import Row

#: what the engine says of a row: its verdict, the engine's refusal to read it (bad input), or None
#: for a row that cannot be recorded as it stands (verdict.blocker says why)
Said = Union[Verdict, InputError, None]

#: fates that mean the row takes part as the host expects ("follows the rules")
GOOD = (fates.APPLIED, fates.COUNTED, fates.PENDING)


def ready(game: "Game", row: "Row") -> bool:
    """Recorded by «Accept all»: a ticked row of the open phase that nothing stops and that does not
    wait for the host to pick among its targets."""
    return row.include and blocker(game, row) is None and not is_past(game, row) and not targets_to_pick(game, row)


def targets_to_pick(game: "Game", row: "Row") -> bool:
    """A request naming more targets than its ability takes («проверяю Кэна и Дона»): a wording slip the
    host asks the player about, so «Accept all» leaves it (host findings #12: it was recorded refused
    and the commissar lost his check). Choosing it alone still records it, refused. The limit is the
    engine's (engine.resolution.targets.max_targets), the same the refusal reads."""
    if row.kind == "vote" or not row.action or len(row.targets) < 2 or game.current is None:
        return False
    ability = traits.ability_of(game, row.actor, row.action)
    if ability is None or traits.is_copy(ability):
        return False
    return len(row.targets) > max_targets(game, game.current, ability)


def row_verdicts(game: "Game", rows: list["Row"]) -> dict[int, Said]:
    """id(row) -> what the engine would do with the row if the host recorded it (see the module doc)."""
    batch = [row for row in rows if ready(game, row)]  # a «хода нет» among them withdraws its sender's earlier rows
    entries = [Entry(*entry_of(row, game)) for row in batch]
    found: dict[int, Said] = {id(row): None for row in rows}
    if batch:
        for row, said in zip(batch, verdicts(game, entries)):
            found[id(row)] = said  # None for a skip: no request, nothing to judge
    for row in rows:
        if id(row) in found and found[id(row)] is None and row not in batch and blocker(game, row) is None \
                and not is_skip(row):
            found[id(row)] = verdicts(game, [*entries, Entry(*entry_of(row, game))])[-1]
    return found


def refusal(said: Said) -> object | None:
    """The rule the engine would refuse the row by (its reason, a `Refusal`); None when it would not be refused."""
    return getattr(said, "reason", None) if getattr(said, "fate", None) == fates.REFUSED else None


def is_good(said: Said) -> bool:
    """The engine takes the row as the host expects: it will act, or count (or waits for the tally)."""
    return isinstance(said, Verdict) and said.fate in GOOD


def fate_words(fate: str, code: str | None, lang: str, settled: bool = True) -> str:
    """A fate in words («заменено: за ночь только одно из этих действий…»); a forecast says so
    («если ничего не изменится: …»)."""
    said = fate_text(fate, code, lang)
    return said if settled else t("fate.will_be", lang, fate=said)
