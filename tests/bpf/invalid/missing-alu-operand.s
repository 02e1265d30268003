# expect: other
# ALU op with its source missing
r0 +=
