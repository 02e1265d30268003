// without pauth-lr: each line is rejected
autia171615
autiasppcr	x27
autiasppc	#-4
autib171615
autibsppcr	x18
autibsppc	#-258136
pacia171615
paciasppc
pacib171615
pacibsppc
pacnbiasppc
pacnbibsppc
