"""Resolving a phase: the night's stages and priority table, the rules a request must meet, the
mechanisms effects share (blocks, copying, succession, shields, shots) and the win check."""
