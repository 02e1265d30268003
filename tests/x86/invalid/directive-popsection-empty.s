# expect: other
# a .popsection needs a .pushsection before it
.popsection
