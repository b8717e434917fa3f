"""The day's votes: the lynch tally, counts at any moment, colored votes, the council, early closing and
who was in a day's vote as it was played."""
