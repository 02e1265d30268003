# `.` (the current location) in operands: llvm-mc makes a temporary label
# (.Ltmp0, ...) where the statement starts and lists it before it.
jmp .+5
je .-100
call .+5
jmp .
movl $.+3, %eax
leaq .(%rip), %rcx
movq .-8(%rip), %rdx
loop .-2
