# APX's default flags value, {dfv=...}: missing, misspelt, unterminated, repeated
ccmpeb %al, %bl
ccmpeb {dfx=of} %al, %bl
ccmpeb {dfv=xf} %al, %bl
ccmpeb {dfv=of %al, %bl
ccmpeb {dfv of} %al, %bl
ccmpeb {dfv=of,} %al, %bl
ccmpeb {dfv=of,of} %al, %bl
ccmpeb {dfv=of} %ax, %bl
ctestew {dfv=of} $1, (%rax), %bx
