// without pauth-lr: each line is rejected
autia171615
autiasppcr	x3
autiasppc	#-69232
autib171615
autibsppcr	x2
autibsppc	#-259476
pacia171615
paciasppc
pacib171615
pacibsppc
pacnbiasppc
pacnbibsppc
