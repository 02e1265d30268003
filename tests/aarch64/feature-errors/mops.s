// without mops: each line is rejected
cpye	[x2]!, [x12]!, x4!
cpyen	[x14]!, [x8]!, x5!
cpyern	[x27]!, [x15]!, x4!
cpyert	[x3]!, [x14]!, x10!
cpyertn	[x4]!, [x8]!, x11!
cpyertrn	[x2]!, [x7]!, xzr!
cpyertwn	[x2]!, [x23]!, x21!
cpyet	[x24]!, [x10]!, x25!
cpyetn	[x14]!, [x20]!, x6!
cpyetrn	[x9]!, [x20]!, x15!
cpyetwn	[x14]!, [x23]!, x2!
cpyewn	[x8]!, [x19]!, x25!
