// without mops: each line is rejected
cpye	[x17]!, [x28]!, x29!
cpyen	[x19]!, [x15]!, x5!
cpyern	[x20]!, [x21]!, x2!
cpyert	[x13]!, [x7]!, x27!
cpyertn	[x17]!, [x27]!, x10!
cpyertrn	[x4]!, [x22]!, x16!
cpyertwn	[x20]!, [x14]!, x4!
cpyet	[x29]!, [x7]!, x22!
cpyetn	[x21]!, [x12]!, x16!
cpyetrn	[x11]!, [x25]!, x26!
cpyetwn	[x28]!, [x22]!, x25!
cpyewn	[x11]!, [x17]!, x21!
