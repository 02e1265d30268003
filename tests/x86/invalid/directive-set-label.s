# expect: other
# a label cannot become a constant
foo: .set foo, 5
