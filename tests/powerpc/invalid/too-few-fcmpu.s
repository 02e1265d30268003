# expect: invalid-operand
# fcmpu needs an explicit CR field
fcmpu 1, 2
