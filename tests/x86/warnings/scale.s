# A scale without an index register: llvm-mc reads it, warns unless it is
# 1, and leaves it out.
movaps %xmm3, (%esi, 2)
movl 8(%rax, 4), %eax
leaq -16(%rbp,8), %rcx
addq $1, (%rsp, 1)
