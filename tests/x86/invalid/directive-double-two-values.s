# expect: other
# two values without a comma between them
.double 1.5 2
