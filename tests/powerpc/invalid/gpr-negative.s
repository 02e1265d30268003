# expect: invalid-register
# a negative number is not a register number (the '-' only joins the mnemonic when it comes first)
add 3, -4, 5
