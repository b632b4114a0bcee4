"""Python compiled from the Qt Designer forms in ui/ by tools/build_forms.py."""
