// without pauth-lr: each line is rejected
autia171615
autiasppcr	x2
autiasppc	#-21560
autib171615
autibsppcr	x20
autibsppc	#-31676
pacia171615
paciasppc
pacib171615
pacibsppc
pacnbiasppc
pacnbibsppc
