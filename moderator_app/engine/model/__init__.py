"""The game and its journal: the host's entries (journal, script), the fold that replays them (game), the
state it builds, the seeded generator, named errors, and every entry's fate (fates, dry_run)."""
