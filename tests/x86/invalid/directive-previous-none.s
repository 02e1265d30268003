# expect: other
# a .previous needs a section switched from before it
.previous
