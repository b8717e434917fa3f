"""Ready-to-paste BBCode posts rendered with Jinja2 from the engine's typed results."""

from .render import render_phase_post, render_private

__all__ = ["render_phase_post", "render_private"]
