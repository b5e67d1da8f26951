"""Every module that words the lower layers' codes into sentences in the player's language."""
