// mattr: +complxnum,+fullfp16
fcadd.4h v8, v21, v19, #270
fcadd.8h v13, v9, v25, #270
fcmla.4h v5, v25, v5, #270
fcmla.4h v7, v27, v22[1], #180
fcmla.8h v16, v1, v10, #90
fcmla.8h v18, v21, v19[0], #270
