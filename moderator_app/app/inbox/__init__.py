"""The inbox's rows (no Qt here): what a paste of PMs or a thread page says, read against the game, as
rows the host reviews and records.

The modules import in one direction, each only from those above it in this list:

- `rows` — the `Row` a message becomes;
- `said` — a row's problem sentence kept over a restart as its catalogue key;
- `aliases` — what the host confirmed a player is called (the game's `alias` host events);
- `seats` — who a sender is, and what his role may send;
- `past` — the game as it stood in an earlier phase, and which closed night a late PM belongs to;
- `gone` — a request naming a seat who is out;
- `late` — a row against its phase's deadline;
- `verdict` — why a row cannot be recorded as it stands;
- `read` — one message as a row (or several: a PM with two requests); a guess held for the host;
- `thread` — a pasted thread page as rows;
- `paste` — a whole paste as rows (PMs in any header style, or a page);
- `choices` — what the table offers a row of a game: the seats, the living, the set's rooms and colours, a
  copied role's action;
- `record` — the journal entry a row records, repeats left out, an earlier phase's preview;
- `fate` — what the engine would do with each row (engine.model.dry_run): the one verdict a row shows.

Nothing is imported here: a caller names the module it uses.
"""
