# Pc-relative prefixed instructions and their relocations (R_PPC64_PCREL34,
# GOT_PCREL34, the TLS ones), calls without a TOC (R_PPC64_REL24_NOTOC), and
# pc-relative addresses of local, global and external symbols; a prefixed
# instruction crossing a boundary moves its relocation with it.
	.text
	.globl	load_global
load_global:
	pld 3, global_var@got@pcrel(0), 1
	pld 4, 0(3), 0
	paddi 5, 0, local_var@pcrel, 1
	plwz 6, local_var@pcrel(0), 1
	pstd 6, local_var+8@pcrel(0), 1
	pla 7, external_var@pcrel
	plxv 40, external_var@pcrel
	pld 8, external_var@PCREL
	bl external_func@notoc
	bl load_local@notoc
	blr
	.p2align 2
load_local:
	nop
	nop
	nop
	pld 9, tls_var@got@tlsgd@pcrel(0), 1
	pld 10, tls_var@got@tlsld@pcrel(0), 1
	pld 11, tls_var@got@tprel@pcrel(0), 1
	plfd 1, local_var@pcrel(0), 1
	pstfs 2, local_var@pcrel(0), 1
	plxvp 4, local_var@pcrel(0), 1
	blr
	.data
	.p2align 3
local_var:
	.quad 1
	.quad 2
	.globl global_var
global_var:
	.quad load_global
