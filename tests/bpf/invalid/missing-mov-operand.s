# expect: other
# mov with its source missing
r0 =
