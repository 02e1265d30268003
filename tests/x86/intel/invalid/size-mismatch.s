# expect: invalid-operand
# the size written is not the register's
	.intel_syntax noprefix
mov eax, qword ptr [rax]
