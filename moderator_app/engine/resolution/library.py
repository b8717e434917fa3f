"""The one priority table of the ability library: lower resolves first, for every role set.

The effects themselves are declared one module each in `engine/effects/` (registered by importing
that package); this module only writes the priority bands down, once, for the reference and the
editor's priority hint.

| band    | what                                                                  |
|---------|-----------------------------------------------------------------------|
| 100-199 | hunts and other actions that must land before anything else (C-HUNT-5) |
| 200-299 | blocks (they stop what comes later; a later block by a blocked actor is void) |
| 300-399 | shields, appearance changes (slander) and protections that must exist before kills |
| 400-499 | the main night actions in the set's own order: kills, checks, heals, poison |
| 500-599 | triggered kills (revenge) and effects that read who died |
| 600-699 | information that reads the settled night (role checks, interviews) |
| 700-799 | vote effects for the coming day (deprive, intimidate) |
| 900     | actions the host enters outside the night (a pistol shot on death) |

A heal (effect `protect`) cancels matching kills whenever it resolves (two-pass model, C-ORDER-5):
kills are collected as attacks, protections are collected, then attacks apply.
"""

from __future__ import annotations

from ..effects import EFFECTS, HANDLERS

__all__ = ["EFFECTS", "HANDLERS"]
