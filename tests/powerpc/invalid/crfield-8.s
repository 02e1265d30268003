# expect: invalid-register
# CR field numbers are 0..7
mcrf 8, 0
