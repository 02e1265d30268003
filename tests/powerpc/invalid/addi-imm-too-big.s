# expect: immediate-out-of-range
# addi takes a signed 16-bit immediate; 32768 is one past the maximum
addi 3, 4, 32768
