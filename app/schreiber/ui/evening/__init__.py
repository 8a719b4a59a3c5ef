"""The open evening: the controller every change goes through, the players
mid-evening, statistics, the chart, settling up and the end-of-evening summary."""
