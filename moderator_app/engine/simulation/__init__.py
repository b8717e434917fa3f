"""The balance preview: simulated games through the real engine, their votes, and the exact yardstick."""
