// mattr: +complxnum
fcadd.2d v22, v21, v29, #270
fcadd.2s v13, v26, v26, #270
fcadd.4s v22, v10, v17, #270
fcmla.2d v2, v18, v21, #90
fcmla.2s v27, v13, v11, #90
fcmla.4s v25, v15, v5, #0
fcmla.4s v6, v9, v4[1], #0
