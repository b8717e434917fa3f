"""Ready-to-paste BBCode posts rendered with Jinja2 from the engine's typed results."""

from .api import (
    render_final_reveal,
    render_interim_tally,
    render_opening_post,
    render_phase_post,
    render_private,
    render_role_card,
    render_standings,
)

__all__ = [
    "render_final_reveal", "render_interim_tally", "render_opening_post", "render_phase_post", "render_private",
    "render_role_card", "render_standings",
]
