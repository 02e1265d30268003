# expect: invalid-register
# legacy SSE takes no YMM registers
addps %ymm0, %ymm1
