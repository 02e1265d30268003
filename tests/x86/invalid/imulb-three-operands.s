# expect: invalid-operand
# imul has no 8-bit three-operand form
imulb $3, %al, %cl
