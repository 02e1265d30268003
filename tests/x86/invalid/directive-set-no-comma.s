# expect: other
# the name and the value are separated by a comma
.set foo 5
