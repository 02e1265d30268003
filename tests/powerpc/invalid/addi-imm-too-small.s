# expect: immediate-out-of-range
# addi takes a signed 16-bit immediate; -32769 is one below the minimum
addi 3, 4, -32769
