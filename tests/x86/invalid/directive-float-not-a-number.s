# expect: other
# a float directive takes float literals
.float foo
