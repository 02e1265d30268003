// without mops: each line is rejected
cpye	[x5]!, [x27]!, x22!
cpyen	[x30]!, [x28]!, x3!
cpyern	[x4]!, [x3]!, x21!
cpyert	[x7]!, [x4]!, x18!
cpyertn	[x8]!, [x4]!, x1!
cpyertrn	[x9]!, [x15]!, x0!
cpyertwn	[x18]!, [x8]!, x30!
cpyet	[x4]!, [x29]!, x15!
cpyetn	[x18]!, [x14]!, x12!
cpyetrn	[x16]!, [x7]!, x2!
cpyetwn	[x17]!, [x10]!, xzr!
cpyewn	[x16]!, [x14]!, x20!
